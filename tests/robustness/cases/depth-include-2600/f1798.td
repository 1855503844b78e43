include "f1799.td"
