include "f1658.td"
