package faults

import "testing"

func TestHitIsNoOpWithoutTag(t *testing.T) {
	t.Setenv("SKILLPIN_FAULT", "lock.save")
	err := Hit("lock.save")
	if Enabled && err == nil {
		t.Fatal("fault build: Hit(lock.save) = nil, want ErrInjected")
	}
	if !Enabled && err != nil {
		t.Fatalf("normal build: Hit = %v, want nil", err)
	}
	if err := Hit("other.point"); err != nil {
		t.Fatalf("Hit(other.point) = %v, want nil", err)
	}
}
