include "f799.td"
