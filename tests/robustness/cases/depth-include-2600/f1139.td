include "f1140.td"
