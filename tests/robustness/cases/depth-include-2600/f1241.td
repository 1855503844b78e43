include "f1242.td"
