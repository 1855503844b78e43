def A { int x = undefined_thing; }
