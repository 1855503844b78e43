include "f616.td"
