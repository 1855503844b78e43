include "f2450.td"
