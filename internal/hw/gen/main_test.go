package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestViewsCurrent fails when internal/hw/views_gen.go is not what the
// schema generates: run `go generate ./internal/hw`.
func TestViewsCurrent(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "views_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("internal/hw/views_gen.go is stale: run go generate ./internal/hw")
	}
}

func TestGoName(t *testing.T) {
	for attr, want := range map[string]string{
		"tdp_w": "TDPW", "power_12vhpwr": "Power12VHPWR", "max_gpu_length_mm": "MaxGPULengthMM",
		"fp16_tflops": "FP16TFLOPS", "bays_3_5": "Bays35", "wattage_115v_w": "Wattage115VW", "speed_mts": "SpeedMTs",
	} {
		if got := goName(attr); got != want {
			t.Errorf("goName(%q) = %q, want %q", attr, got, want)
		}
	}
}
