include "f639.td"
