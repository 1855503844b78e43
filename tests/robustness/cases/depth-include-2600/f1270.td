include "f1271.td"
