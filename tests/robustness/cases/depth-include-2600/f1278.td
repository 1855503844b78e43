include "f1279.td"
