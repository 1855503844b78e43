include "f617.td"
