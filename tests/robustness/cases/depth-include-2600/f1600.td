include "f1601.td"
