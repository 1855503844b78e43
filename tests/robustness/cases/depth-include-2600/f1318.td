include "f1319.td"
