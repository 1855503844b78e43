include "f1780.td"
