package lazyre

import "testing"

func TestNew(t *testing.T) {
	re := New(`^a+b$`)
	if first, second := re(), re(); first != second {
		t.Error("New compiles again on a second call")
	}
	if !re().MatchString("aab") || re().MatchString("ba") {
		t.Error("the compiled pattern does not match as regexp does")
	}
	defer func() {
		if recover() == nil {
			t.Error("an invalid pattern does not panic on first use")
		}
	}()
	New(`(`)()
}
