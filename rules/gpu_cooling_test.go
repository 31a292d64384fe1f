package rules

import "testing"

func TestGPUCooling(t *testing.T) {
	passive := variant("t-blower", "t-passive", "Test GPU Passive", nil, `cooler = "passive"`)
	server := variant("t-case", "t-case-server", "Test Case Server", nil, "server_airflow = true")
	runCases(t, []ruleCase{
		{name: "blower in a tower", src: rig("")},
		{name: "passive card in a tower", src: rig(passive, gpus("t-passive", 2)),
			want: []string{"gpu-cooling warning"}, msg: []string{"the GPU Passive is passively cooled; the Case 8 has no server airflow to cool it"}},
		{name: "passive card in a server chassis", src: rig(passive+server, gpus("t-passive", 2), `case "t-case-server" {}`)},
		{name: "no case: nothing to judge", src: rig(passive, gpus("t-passive", 1), "-case")},
	})
}
