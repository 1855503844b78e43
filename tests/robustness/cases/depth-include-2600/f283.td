include "f284.td"
