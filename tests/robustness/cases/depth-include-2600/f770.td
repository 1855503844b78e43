include "f771.td"
