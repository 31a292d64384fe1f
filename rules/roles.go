package rules

import "github.com/rigcheck/rigcheck/internal/hw"

// roleIndex is a build's items by role, made once per Run in one
// allocation so that the parts-list checks, the facts and each rule do not
// build the lists again.
type roleIndex struct {
	of [8][]*hw.Item // by position in hw.Roles
}

func roleSlot(k hw.Kind) int {
	for i, r := range hw.Roles {
		if r == k {
			return i
		}
	}
	return -1
}

// indexRoles groups the items that have a part, as hw.Build.Role gives
// them.
func indexRoles(b *hw.Build) *roleIndex { x := groupRoles(b, true); return &x }

// groupRoles groups b's items by role; withPart keeps only those with a
// part (an unknown id has none).
func groupRoles(b *hw.Build, withPart bool) roleIndex {
	var x roleIndex
	keep := func(it *hw.Item) int {
		if withPart && it.Part == nil {
			return -1
		}
		return roleSlot(it.Role)
	}
	var n [8]int
	total := 0
	for _, it := range b.Items {
		if i := keep(it); i >= 0 {
			n[i]++
			total++
		}
	}
	backing := make([]*hw.Item, total)
	at := 0
	for i, c := range n {
		x.of[i] = backing[at : at : at+c] // capped: a caller's append copies
		at += c
	}
	for _, it := range b.Items {
		if i := keep(it); i >= 0 {
			x.of[i] = append(x.of[i], it)
		}
	}
	for i := range x.of {
		if len(x.of[i]) == 0 {
			x.of[i] = nil // as hw.Build.Role returns for a role with no items
		}
	}
	return x
}

// role is hw.Build.Role from the index.
func (x *roleIndex) role(k hw.Kind) []*hw.Item {
	if i := roleSlot(k); i >= 0 {
		return x.of[i]
	}
	return nil
}

// Role returns the build's items of role k that have a part, in the
// file's order (hw.Build.Role, without building the list again).
func (p *Pass) Role(k hw.Kind) []*hw.Item {
	if p.roles == nil {
		return p.Build.Role(k)
	}
	return p.roles.role(k)
}
