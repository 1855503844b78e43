include "f2483.td"
