class Inc { int x = undefined_in_inc; }
