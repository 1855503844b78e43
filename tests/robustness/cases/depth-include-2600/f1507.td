include "f1508.td"
