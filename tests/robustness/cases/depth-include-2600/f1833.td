include "f1834.td"
