package rules

import (
	"testing"
)

func TestCoolerSocket(t *testing.T) {
	am5 := variant("t-aio", "t-aio-am5", "Test AIO AM5", nil, `sockets = ["AM5", "LGA1700"]`)
	runCases(t, []ruleCase{
		{name: "lists the socket", src: rig(am5)},
		{name: "does not list the socket", src: rig(am5, `cooler "t-aio-am5" {}`), want: []string{"cooler-socket error"},
			msg: []string{"the AIO AM5 does not list the CPU 12C's socket TR4", "The cooler lists AM5, LGA1700."}},
	})
}
