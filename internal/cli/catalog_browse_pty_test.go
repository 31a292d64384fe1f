package cli

import (
	"bytes"
	"encoding/base64"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestBrowsePTY drives the real rigcheck binary in a pseudo-terminal: it
// starts `catalog browse`, waits for the screen, switches to the GPU tab,
// filters, and quits with q. The deadline only stops a hung run; nothing
// is timed.
func TestBrowsePTY(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go toolchain to build the binary")
	}
	bin := filepath.Join(t.TempDir(), "rigcheck")
	build := exec.Command(goBin, "build", "-o", bin, "../../cmd/rigcheck")
	if out, err := build.CombinedOutput(); err != nil {
		t.Skipf("cannot build rigcheck (another package may be mid-edit): %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "catalog", "browse")
	// TERM=screen: termenv then skips its background-colour query, which
	// bubbletea's init sends and which only a real terminal answers.
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "TERM=screen")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 24, Cols: 80})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer f.Close()

	var mu sync.Mutex
	var screen bytes.Buffer
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := f.Read(buf)
			mu.Lock()
			screen.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	deadline := time.Now().Add(60 * time.Second)
	waitFor := func(s string) {
		t.Helper()
		for time.Now().Before(deadline) {
			mu.Lock()
			ok := strings.Contains(screen.String(), s)
			mu.Unlock()
			if ok {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("screen never showed %q; got:\n%q", s, screen.String())
	}
	waitFor("/ to filter")
	waitFor("socket memory") // the CPU tab's columns
	f.Write([]byte("llll"))  // cpu → cooler → motherboard → memory → gpu
	waitFor("VRAM GB")
	f.Write([]byte("/1080 ti\r"))
	waitFor("nvidia-geforce-gtx-1080-ti-fe")
	// The detail pane shows the full id; y copies it with OSC 52 (in
	// screen's passthrough, TERM=screen), and quitting prints it.
	const id = "nvidia-geforce-gtx-1080-ti-fe"
	waitFor("id " + id + "   (y copies it)")
	f.Write([]byte("y"))
	waitFor("]52;c;" + base64.StdEncoding.EncodeToString([]byte(id)))
	f.Write([]byte("q"))
	// The alternate screen is left, then the id printed on the terminal.
	waitFor("\x1b[?1049l")
	for time.Now().Before(deadline) {
		mu.Lock()
		out := screen.String()
		mu.Unlock()
		if strings.Contains(out[strings.LastIndex(out, "\x1b[?1049l"):], id+"\r\n") {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	out := screen.String()
	mu.Unlock()
	if tail := out[strings.LastIndex(out, "\x1b[?1049l"):]; !strings.Contains(tail, id+"\r\n") {
		t.Fatalf("the copied id is not printed after the browser's screen; after it: %q", tail)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("browse exited with %v", err)
		}
	case <-time.After(time.Until(deadline)):
		cmd.Process.Kill()
		t.Fatal("browse did not quit on q")
	}
}

// Without a terminal, browse refuses with exit 2 rather than drawing into a pipe.
func TestBrowseNeedsTerminal(t *testing.T) {
	var out, errb bytes.Buffer
	code := Run([]string{"catalog", "browse"}, strings.NewReader(""), &out, &errb)
	if code != ExitUsage || !strings.Contains(errb.String(), "needs a terminal") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
}
