include "f1931.td"
