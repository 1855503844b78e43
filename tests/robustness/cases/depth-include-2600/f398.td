include "f399.td"
