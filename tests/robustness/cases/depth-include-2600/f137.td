include "f138.td"
