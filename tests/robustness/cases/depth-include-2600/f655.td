include "f656.td"
