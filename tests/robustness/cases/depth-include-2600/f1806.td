include "f1807.td"
