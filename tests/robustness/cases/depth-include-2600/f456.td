include "f457.td"
