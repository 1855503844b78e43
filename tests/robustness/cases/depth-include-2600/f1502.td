include "f1503.td"
