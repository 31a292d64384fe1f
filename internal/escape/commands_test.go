package escape

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"
)

// runnerReads is the CI runners' reading of one log line, written from
// their sources rather than from NoCommands: whether the line is a
// command. actions/runner (src/Runner.Common/ActionCommand.cs) tries
// TryParseV2, `message.TrimStart().StartsWith("::")` (TrimStart removes
// every Char.IsWhiteSpace rune), then the legacy TryParse,
// `message.IndexOf("##[")` anywhere; Azure's agent looks for "##vso["
// anywhere. Their comparisons are culture-sensitive, which skips
// default-ignorable characters: the model drops them first. It accepts any
// command name, which is stricter than the runners, whose names are a
// fixed list.
func runnerReads(line string) bool {
	line = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) {
			return -1
		}
		return r
	}, line)
	return strings.HasPrefix(strings.TrimLeftFunc(line, unicode.IsSpace), "::") ||
		strings.Contains(line, "##[") || strings.Contains(strings.ToLower(line), "##vso[")
}

// hostileLines are lines a runner reads as commands: each failure of the
// hostile battery (issue 29) and its neighbours.
var hostileLines = []string{
	"::error::fake",
	"  \t::add-mask::secret",
	"\u00a0::error::nbsp",
	"\u1680::error::ogham space",
	"\u2000::error::en quad", "\u2005::error::", "\u200a::error::hair space",
	"\u202f::warning::narrow nbsp", "\u205f::notice::", "\u3000::error::ideographic space",
	"\u0085::error::next line", "\u2028::error::", "\v\f::error::",
	"\u200b::error::zero width", "\ufeff::error::bom", ":\u200b:error::split", "\u00ad::stop-commands::x",
	"x ##[error]legacy", "##[add-mask]secret", "text ##[set-output name=a]b", "###[error]three",
	"#\u200b#[error]split", "a ##vso[task.setvariable variable=x]y", "##VSO[task.complete]", "#\u2060#v\u200bso[task.x]",
	"two ##[error]a ##vso[task.x]b on one line", "ok\r::error::after a CR",
}

// TestNoCommandsRunner: no line NoCommands writes is a command to the
// runners, and it changes only the line that would be.
func TestNoCommandsRunner(t *testing.T) {
	for _, l := range hostileLines {
		if !runnerReads(l) && !runnerReads(l[strings.LastIndex(l, "\r")+1:]) {
			t.Errorf("the model does not read %q as a command: the case tests nothing", l)
		}
		got := string(NoCommands([]byte("before\n" + l + "\nafter ::x:: #[ # [ ## [")))
		lines := strings.Split(got, "\n")
		if len(lines) != 3 || lines[0] != "before" || lines[2] != "after ::x:: #[ # [ ## [" {
			t.Errorf("NoCommands(%q) changed the lines around it: %q", l, got)
			continue
		}
		for _, part := range strings.Split(lines[1], "\r") {
			if runnerReads(part) {
				t.Errorf("NoCommands(%q) = %q, still a command", l, lines[1])
			}
		}
	}
	for in, want := range map[string]string{
		"a\n  ::error::fake\nb::c\n":  "a\n  \\x3a:error::fake\nb::c\n",
		"::x":                         `\x3a:x`,
		"clean\n":                     "clean\n",
		"x :: y\n\t::warning::z":      "x :: y\n\t\\x3a:warning::z",
		"\u00a0::error::x":            "\u00a0\\x3a:error::x",
		"see ##[error]x and ##vso[y]": `see \x23#[error]x and \x23#vso[y]`,
		"###[":                        `#\x23#[`,
		"## Heading, # and ## [x]":    "## Heading, # and ## [x]",
	} {
		if got := string(NoCommands([]byte(in))); got != want {
			t.Errorf("NoCommands(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzNoCommands: whatever the text, no line of NoCommands' output is a
// command to the runners, and text that holds none comes back unchanged.
func FuzzNoCommands(f *testing.F) {
	for _, l := range hostileLines {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := string(NoCommands([]byte(s)))
		lines := strings.FieldsFunc(out, func(r rune) bool { return r == '\n' || r == '\r' })
		for _, l := range lines {
			if runnerReads(l) {
				t.Fatalf("NoCommands(%q) holds the command line %q", s, l)
			}
		}
		if strings.Count(out, "\n") != strings.Count(s, "\n") || strings.Count(out, "\r") != strings.Count(s, "\r") {
			t.Fatalf("NoCommands(%q) = %q: line breaks added or lost", s, out)
		}
		clean := true
		for _, l := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }) {
			clean = clean && !runnerReads(l)
		}
		if clean && out != s {
			t.Fatalf("NoCommands(%q) = %q changed text that holds no command", s, out)
		}
	})
}

// TestJSONNoCommands: JSON output holds no command line for the runners,
// and decodes to the same strings.
func TestJSONNoCommands(t *testing.T) {
	for _, l := range append(hostileLines, "a ##[ b ##VsO[ c ###[ d ##") {
		enc, err := json.MarshalIndent(map[string]string{"message": l}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		out := JSON(enc)
		for _, line := range strings.Split(string(out), "\n") {
			if runnerReads(line) {
				t.Errorf("JSON of %q holds the command line %q", l, line)
			}
		}
		var back map[string]string
		if err := json.Unmarshal(out, &back); err != nil || back["message"] != l {
			t.Errorf("JSON of %q decodes to %q (%v)", l, back["message"], err)
		}
	}
}
