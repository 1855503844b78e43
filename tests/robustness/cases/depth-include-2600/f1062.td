include "f1063.td"
