package rules

import (
	"testing"
)

func TestM2SSD(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "an NVMe drive", src: rig("")},
		{name: "SATA only", src: rig("", `storage "t-sata-ssd" {}`, `storage "t-hdd" {}`), want: []string{"m2-ssd warning"},
			msg: []string{"the build has no NVMe drive"}},
		{name: "M.2 SATA is not NVMe", src: rig("", `storage "t-m2-sata" {}`), want: []string{"m2-ssd warning"}},
		{name: "no storage at all", src: rig("", "-storage"), want: []string{"m2-ssd warning"}},
	})
}
