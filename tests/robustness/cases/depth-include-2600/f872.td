include "f873.td"
