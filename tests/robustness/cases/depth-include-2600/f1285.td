include "f1286.td"
