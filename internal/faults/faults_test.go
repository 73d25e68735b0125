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

func TestInject(t *testing.T) {
	Inject(t, FailAt("store.put", 2))
	for i, want := range []error{nil, ErrInjected, nil} {
		if err := Hit("store.put"); err != want {
			t.Fatalf("hit %d of store.put = %v, want %v", i+1, err, want)
		}
	}
	if err := Hit("root.publish"); err != nil {
		t.Fatalf("Hit(root.publish) = %v, want nil", err)
	}
}

func TestInjectCleanup(t *testing.T) {
	t.Run("inject", func(t *testing.T) { Inject(t, func(string) error { return ErrInjected }) })
	if err := Hit("store.put"); err != nil {
		t.Fatalf("after the subtest ended Hit = %v, want nil", err)
	}
}
