include "f1541.td"
