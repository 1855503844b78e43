include "f1773.td"
