include "f1808.td"
