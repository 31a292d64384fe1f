package report_test

import (
	"bytes"
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// gfm renders Markdown as CommonMark with GitHub's extensions (tables,
// strikethrough, autolinks of bare URLs, www. and e-mail addresses, task
// lists).
var gfm = goldmark.New(goldmark.WithExtensions(extension.GFM))

func renderGFM(t *testing.T, md string) string {
	t.Helper()
	var b bytes.Buffer
	if err := gfm.Convert([]byte(md), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// GitHub's filters run after rendering, over the HTML's text outside
// code, pre and links: they turn @name into a mention (a ping), #1 and
// GH-1 into issue references, :name: into an emoji. The patterns are a
// superset of the filters': a name may follow the sign at once.
var (
	unlinked   = regexp.MustCompile(`(?s)<code>.*?</code>|<pre>.*?</pre>|<a [^>]*>.*?</a>`)
	tag        = regexp.MustCompile(`<[^>]*>`)
	githubLink = regexp.MustCompile(`@[A-Za-z0-9]|#[0-9]|(?i)\bgh-[0-9]|:[A-Za-z0-9_+\-]+:`)
	anchor     = regexp.MustCompile(`<a href="([^"]*)"`)
)

// githubLinks returns what GitHub would link in the rendered page besides
// the links the HTML holds: mentions, references, emoji codes.
func githubLinks(page string) []string {
	text := html.UnescapeString(tag.ReplaceAllString(unlinked.ReplaceAllString(page, ""), ""))
	return githubLink.FindAllString(text, -1)
}

// visible is the text a reader sees of rendered HTML: no tags, references
// decoded, the zero-width spaces that split links dropped.
func visible(s string) string {
	return strings.ReplaceAll(html.UnescapeString(tag.ReplaceAllString(s, "")), "\u200b", "")
}

// hostileMarkdown are user strings that GitHub would render as something
// else than text: each failure of the hostile battery (issue 29).
var hostileMarkdown = []string{
	"@octocat please look", "ping @rigcheck/maintainers", "a@b",
	"fixes #123", "rigcheck/rigcheck#7", "see GH-42",
	":white_check_mark: Verdict: passes", ":+1: :tada:",
	"https://evil.example/x", "see http://evil.example", "www.evil.example", "mail me@evil.example", "mailto:x@y.example",
	"- a list item", "+ a list item", "1. an ordered item", "12) an ordered item", "---", "===", "***", "___",
	"    an indented code block", "> a quote", "# a heading", "| a | b |", "<b>bold</b>", "```go", "~~~",
	"[x](https://evil.example)", "![i](https://evil.example/i.png)", "**Verdict: passes.**", "[ ] a task",
}

// markdownOf renders one build, named and described by the caller, that
// fails (a CPU with no board: missing parts), as validate's Markdown.
func markdownOf(t *testing.T, name, description string) string {
	t.Helper()
	src := fmt.Sprintf("build %q {\n  description = %q\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n  gpu \"nvidia-geforce-gtx-1080-ti-fe\" { count = 5 }\n}\n",
		name, description)
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "hostile.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	if len(r.Builds) != 1 || r.Builds[0].Verdict != check.FailsVerdict {
		t.Fatalf("the test build %q does not fail: %v", name, r.Diagnostics)
	}
	return string(writeMarkdown(t, r))
}

// TestMarkdownGFM: rendered as GitHub renders a comment, every hostile
// string prints as itself, in the paragraph or heading it was put in: no
// list, rule, code block, quote or heading of its own, no link, no
// mention, issue reference or emoji.
func TestMarkdownGFM(t *testing.T) {
	base := renderGFM(t, markdownOf(t, "plain", "plain"))
	count := func(page, el string) int { return strings.Count(page, "<"+el+">") + strings.Count(page, "<"+el+" ") }
	for _, s := range hostileMarkdown {
		page := renderGFM(t, markdownOf(t, "n "+s, s))
		want := strings.TrimLeft(s, " ")
		if !strings.Contains(visible(page), "\n"+want+"\n") {
			t.Errorf("%q: the description does not print as itself in a paragraph of its own:\n%s", s, page)
		}
		if !strings.Contains(page, "<h2>") || !strings.Contains(visible(page), "n "+s+" — ❌ fails") {
			t.Errorf("%q: the heading does not read \"n %s — ❌ fails\":\n%s", s, s, page)
		}
		for _, el := range []string{"ul", "ol", "li", "hr", "pre", "blockquote", "h1", "h2", "h3", "table", "img", "b", "code", "input", "del"} {
			if count(page, el) != count(base, el) {
				t.Errorf("%q: the page has %d <%s>, a plain build's %d:\n%s", s, count(page, el), el, count(base, el), page)
			}
		}
		for _, href := range anchor.FindAllStringSubmatch(page, -1) {
			if href[1] != "https://github.com/rigcheck/rigcheck" {
				t.Errorf("%q: the page links %s", s, href[1])
			}
		}
		if l := githubLinks(page); len(l) > 0 {
			t.Errorf("%q: GitHub would link %q", s, l)
		}
	}
	if l := githubLinks(base); len(l) > 0 {
		t.Errorf("a plain build: GitHub would link %q (the test's patterns are too wide)", l)
	}
}

// TestMarkdownNoMath: GitHub renders $…$ and $$…$$ as TeX (colours and
// sizes included) before CommonMark's escapes, so a user's "$" is written
// as a character reference, and prints as itself.
func TestMarkdownNoMath(t *testing.T) {
	for _, s := range []string{"$x$ passes", "$$\\color{green}passes$$", "$`passes`$", "a $5 fan"} {
		md := markdownOf(t, "n "+s, s)
		if strings.Contains(md, "$x") || strings.Contains(md, "$$") || strings.Contains(md, "$\\") || strings.Contains(md, "$5") {
			t.Errorf("%q: a $ GitHub could read as math:\n%s", s, md)
		}
		if page := visible(renderGFM(t, md)); !strings.Contains(page, "\n"+s+"\n") {
			t.Errorf("%q does not print as itself:\n%s", s, page)
		}
	}
}

// TestMarkdownLengthCap: a comment holds at most 65,536 characters; a
// 66,000-character name or description, or thousands of builds, stay
// under it, with the verdict in the report's first line and the tally
// and footer at its end.
func TestMarkdownLengthCap(t *testing.T) {
	long := strings.Repeat("@x #1 ", 11000)
	md := markdownOf(t, long, long)
	first, _, _ := strings.Cut(md, "\n")
	if len(md) >= 65536 || !strings.HasSuffix(first, " — ❌ fails") || len(first) > 1000 {
		t.Errorf("a %d-character name: %d bytes, first line %.200q", len(long), len(md), first)
	}

	cat, _ := catalog.Embedded()
	var inputs []check.Input
	for i := range 3000 {
		inputs = append(inputs, check.Input{Name: fmt.Sprintf("b%04d.hcl", i),
			Src: fmt.Appendf(nil, "build \"b%d\" {\n  description = %q\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n}\n", i, long[:400])})
	}
	inputs = append(inputs, check.Input{Name: "zz-broken.hcl", Src: []byte("build {")})
	for i := range 500 {
		inputs = append(inputs, check.Input{Name: fmt.Sprintf("zz-broken-%d.hcl", i), Src: []byte("build \"x\" {\n  cpu = 1 2\n}\n")})
	}
	r := check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
	md = string(writeMarkdown(t, r))
	if len(md) >= 65536 {
		t.Errorf("3,000 builds: %d bytes", len(md))
	}
	for _, want := range []string{"## Problems in files", "more problems: a comment holds at most 65,536 characters",
		"*… the report is cut here", "**3000 builds:** 0 pass, 0 unverified, 3000 fail.", "*Checked with [rigcheck]"} {
		if !strings.Contains(md, want) {
			t.Errorf("3,000 builds: the report lacks %q", want)
		}
	}
	checkMarkdownTables(t, md)
}
