include "f1864.td"
