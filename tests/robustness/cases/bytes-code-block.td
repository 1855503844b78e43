def A { code c = [{ ÿþ Ã € }]; }
