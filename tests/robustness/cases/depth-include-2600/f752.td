include "f753.td"
