def Last;
