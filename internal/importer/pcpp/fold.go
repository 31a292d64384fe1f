package pcpp

// PCPartPicker's markers ("<tr", "generated", "pcpartpicker.com/", the Type
// names) are ASCII, and the searches for them fold ASCII case only, on the
// text itself: a lower-cased copy is not the same length as the text
// (strings.ToLower turns "Ⱥ" into three bytes, "İ" into "i̇", the Kelvin
// sign "K" into "k"), so its offsets sliced the text out of range (a
// panic) or shifted rows, moving or losing parts and prices (issue 29).

// lowerASCII lower-cases an ASCII letter and keeps every other byte.
func lowerASCII(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// hasPrefixFold reports whether s starts with prefix (lower-case ASCII),
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if lowerASCII(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

// indexFold is strings.Index of needle (lower-case ASCII) in s, ignoring
// ASCII case; the offset is into s.
func indexFold(s, needle string) int {
	for i := 0; i+len(needle) <= len(s); i++ {
		if lowerASCII(s[i]) == needle[0] && hasPrefixFold(s[i:], needle) {
			return i
		}
	}
	return -1
}
