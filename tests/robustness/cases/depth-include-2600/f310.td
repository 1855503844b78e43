include "f311.td"
