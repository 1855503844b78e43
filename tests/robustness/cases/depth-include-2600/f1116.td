include "f1117.td"
